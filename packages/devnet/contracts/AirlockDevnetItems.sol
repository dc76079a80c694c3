// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface ERC1155Receiver {
    function onERC1155Received(address operator, address from, uint256 id, uint256 value, bytes calldata data)
        external
        returns (bytes4);
    function onERC1155BatchReceived(
        address operator,
        address from,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata data
    ) external returns (bytes4);
}

/// @title AirlockDevnetItems
/// @notice An ERC-1155 whose metadata URI is a template with `{id}` (ERC-1155 metadata), set at
///         deployment to the devnet's metadata server. Only the deployer mints.
contract AirlockDevnetItems {
    string public constant name = "Airlock Devnet Items";
    string public constant symbol = "ADITEM";
    address public immutable owner;
    string private uriTemplate;

    mapping(uint256 => mapping(address => uint256)) public balanceOf;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value);
    event TransferBatch(
        address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values
    );
    event ApprovalForAll(address indexed account, address indexed operator, bool approved);
    event URI(string value, uint256 indexed id);

    constructor(string memory uriTemplate_) {
        owner = msg.sender;
        uriTemplate = uriTemplate_;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0xd9b67a26 || interfaceId == 0x0e89341c;
    }

    function uri(uint256) external view returns (string memory) {
        return uriTemplate;
    }

    function mint(address to, uint256 id, uint256 value) external {
        require(msg.sender == owner, "AirlockDevnetItems: only the owner mints");
        require(to != address(0), "AirlockDevnetItems: mint to the zero address");
        balanceOf[id][to] += value;
        emit TransferSingle(msg.sender, address(0), to, id, value);
    }

    function balanceOfBatch(address[] calldata accounts, uint256[] calldata ids)
        external
        view
        returns (uint256[] memory balances)
    {
        require(accounts.length == ids.length, "AirlockDevnetItems: length mismatch");
        balances = new uint256[](accounts.length);
        for (uint256 i = 0; i < accounts.length; i++) {
            balances[i] = balanceOf[ids[i]][accounts[i]];
        }
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes calldata data) external {
        checkTransfer(from, to);
        move(from, to, id, value);
        emit TransferSingle(msg.sender, from, to, id, value);
        if (to.code.length > 0) {
            bytes4 answer = ERC1155Receiver(to).onERC1155Received(msg.sender, from, id, value, data);
            require(answer == ERC1155Receiver.onERC1155Received.selector, "AirlockDevnetItems: unsafe recipient");
        }
    }

    function safeBatchTransferFrom(
        address from,
        address to,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata data
    ) external {
        checkTransfer(from, to);
        require(ids.length == values.length, "AirlockDevnetItems: length mismatch");
        for (uint256 i = 0; i < ids.length; i++) {
            move(from, to, ids[i], values[i]);
        }
        emit TransferBatch(msg.sender, from, to, ids, values);
        if (to.code.length > 0) {
            bytes4 answer = ERC1155Receiver(to).onERC1155BatchReceived(msg.sender, from, ids, values, data);
            require(answer == ERC1155Receiver.onERC1155BatchReceived.selector, "AirlockDevnetItems: unsafe recipient");
        }
    }

    function checkTransfer(address from, address to) private view {
        require(to != address(0), "AirlockDevnetItems: transfer to the zero address");
        require(from == msg.sender || isApprovedForAll[from][msg.sender], "AirlockDevnetItems: caller is not owner nor approved");
    }

    function move(address from, address to, uint256 id, uint256 value) private {
        require(balanceOf[id][from] >= value, "AirlockDevnetItems: insufficient balance");
        balanceOf[id][from] -= value;
        balanceOf[id][to] += value;
    }
}
