// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title AirlockToken
/// @notice A plain ERC-20 for the Airlock devnet. Only the deployer can mint.
contract AirlockToken {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    address public immutable minter;
    uint256 public totalSupply;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, uint8 decimals_) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        minter = msg.sender;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == minter, "AirlockToken: caller is not the minter");
        require(to != address(0), "AirlockToken: mint to the zero address");
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        moveTokens(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        // An allowance of type(uint256).max means "unlimited" and is never spent down.
        if (allowed != type(uint256).max) {
            require(allowed >= amount, "AirlockToken: insufficient allowance");
            allowance[from][msg.sender] = allowed - amount;
        }
        moveTokens(from, to, amount);
        return true;
    }

    function moveTokens(address from, address to, uint256 amount) private {
        require(to != address(0), "AirlockToken: transfer to the zero address");
        uint256 balance = balanceOf[from];
        require(balance >= amount, "AirlockToken: transfer amount exceeds balance");
        unchecked {
            balanceOf[from] = balance - amount;
        }
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }
}
