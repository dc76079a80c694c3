// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface ERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// @title AirlockDevnetPunks
/// @notice An ERC-721 whose owner mints each token with its own metadata URI (a data: URI or an
///         http URL), so clients see both kinds of metadata on the devnet.
contract AirlockDevnetPunks {
    string public constant name = "Airlock Devnet Punks";
    string public constant symbol = "ADPUNK";
    address public immutable owner;
    uint256 public totalSupply;

    mapping(uint256 => address) private owners;
    mapping(uint256 => string) private tokenUris;
    mapping(address => uint256) private balances;
    mapping(uint256 => address) private tokenApprovals;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    constructor() {
        owner = msg.sender;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x5b5e139f;
    }

    function mint(address to, string calldata uri) external returns (uint256 tokenId) {
        require(msg.sender == owner, "AirlockDevnetPunks: only the owner mints");
        require(to != address(0), "AirlockDevnetPunks: mint to the zero address");
        tokenId = ++totalSupply;
        owners[tokenId] = to;
        tokenUris[tokenId] = uri;
        balances[to] += 1;
        emit Transfer(address(0), to, tokenId);
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return tokenUris[tokenId];
    }

    function balanceOf(address account) external view returns (uint256) {
        require(account != address(0), "AirlockDevnetPunks: balance query for the zero address");
        return balances[account];
    }

    function ownerOf(uint256 tokenId) public view returns (address tokenOwner) {
        tokenOwner = owners[tokenId];
        require(tokenOwner != address(0), "AirlockDevnetPunks: token does not exist");
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return tokenApprovals[tokenId];
    }

    function approve(address approved, uint256 tokenId) external {
        address tokenOwner = ownerOf(tokenId);
        require(msg.sender == tokenOwner || isApprovedForAll[tokenOwner][msg.sender], "AirlockDevnetPunks: caller may not approve");
        tokenApprovals[tokenId] = approved;
        emit Approval(tokenOwner, approved, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address tokenOwner = ownerOf(tokenId);
        require(tokenOwner == from, "AirlockDevnetPunks: transfer from a non-owner");
        require(to != address(0), "AirlockDevnetPunks: transfer to the zero address");
        require(
            msg.sender == tokenOwner || isApprovedForAll[tokenOwner][msg.sender] || msg.sender == tokenApprovals[tokenId],
            "AirlockDevnetPunks: caller is not owner nor approved"
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
            bytes4 answer = ERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data);
            require(answer == ERC721Receiver.onERC721Received.selector, "AirlockDevnetPunks: unsafe recipient");
        }
    }
}
