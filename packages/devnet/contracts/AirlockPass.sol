// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {PassMetadata} from "./PassMetadata.sol";

interface ERC721TokenReceiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// @title AirlockPass
/// @notice An ERC-721 with fully on-chain metadata. Anyone may mint a pass on the devnet.
contract AirlockPass {
    string public constant name = "Airlock Pass";
    string public constant symbol = "PASS";
    uint256 public totalSupply;

    mapping(uint256 => address) private owners;
    mapping(address => uint256) private balances;
    mapping(uint256 => address) private tokenApprovals;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x80ac58cd // ERC-721
            || interfaceId == 0x5b5e139f; // ERC-721 Metadata
    }

    function mint(address to) external returns (uint256 tokenId) {
        require(to != address(0), "AirlockPass: mint to the zero address");
        tokenId = ++totalSupply;
        owners[tokenId] = to;
        balances[to] += 1;
        emit Transfer(address(0), to, tokenId);
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return PassMetadata.tokenURI(tokenId);
    }

    function balanceOf(address owner) external view returns (uint256) {
        require(owner != address(0), "AirlockPass: balance query for the zero address");
        return balances[owner];
    }

    function ownerOf(uint256 tokenId) public view returns (address owner) {
        owner = owners[tokenId];
        require(owner != address(0), "AirlockPass: token does not exist");
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return tokenApprovals[tokenId];
    }

    function approve(address approved, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        require(msg.sender == owner || isApprovedForAll[owner][msg.sender], "AirlockPass: caller may not approve");
        tokenApprovals[tokenId] = approved;
        emit Approval(owner, approved, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address owner = ownerOf(tokenId);
        require(owner == from, "AirlockPass: transfer from a non-owner");
        require(to != address(0), "AirlockPass: transfer to the zero address");
        require(
            msg.sender == owner || isApprovedForAll[owner][msg.sender] || msg.sender == tokenApprovals[tokenId],
            "AirlockPass: caller is not owner nor approved"
        );
        delete tokenApprovals[tokenId];
        balances[from] -= 1;
        balances[to] += 1;
        owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            bytes4 answer = ERC721TokenReceiver(to).onERC721Received(msg.sender, from, tokenId, data);
            require(answer == ERC721TokenReceiver.onERC721Received.selector, "AirlockPass: unsafe recipient");
        }
    }
}
