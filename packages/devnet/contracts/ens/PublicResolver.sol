// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IENSOwners {
    function owner(bytes32 node) external view returns (address);
    function isApprovedForAll(address nodeOwner, address operator) external view returns (bool);
}

/// @title PublicResolver
/// @notice On-chain records for any node whose owner (in the registry) or their operator sets them:
///         addresses by ENSIP-9/11 coin type (addr), text records (ENSIP-5) and reverse names (name).
contract PublicResolver {
    uint256 private constant ETHEREUM_COIN_TYPE = 60;

    IENSOwners public immutable ens;

    mapping(bytes32 => mapping(uint256 => bytes)) private addresses;
    mapping(bytes32 => mapping(string => string)) private texts;
    mapping(bytes32 => string) private names;

    event AddrChanged(bytes32 indexed node, address a);
    event AddressChanged(bytes32 indexed node, uint256 coinType, bytes newAddress);
    event TextChanged(bytes32 indexed node, string indexed indexedKey, string key, string value);
    event NameChanged(bytes32 indexed node, string name);

    error Unauthorised(bytes32 node, address caller);

    modifier authorised(bytes32 node) {
        address nodeOwner = ens.owner(node);
        if (nodeOwner != msg.sender && !ens.isApprovedForAll(nodeOwner, msg.sender)) revert Unauthorised(node, msg.sender);
        _;
    }

    constructor(IENSOwners registry) {
        ens = registry;
    }

    function setAddr(bytes32 node, address a) external {
        setAddr(node, ETHEREUM_COIN_TYPE, abi.encodePacked(a));
    }

    function setAddr(bytes32 node, uint256 coinType, bytes memory a) public authorised(node) {
        addresses[node][coinType] = a;
        emit AddressChanged(node, coinType, a);
        if (coinType == ETHEREUM_COIN_TYPE) emit AddrChanged(node, a.length == 20 ? address(bytes20(a)) : address(0));
    }

    function setText(bytes32 node, string calldata key, string calldata value) external authorised(node) {
        texts[node][key] = value;
        emit TextChanged(node, key, key, value);
    }

    function setName(bytes32 node, string calldata newName) external authorised(node) {
        names[node] = newName;
        emit NameChanged(node, newName);
    }

    function addr(bytes32 node) external view returns (address payable) {
        bytes memory a = addresses[node][ETHEREUM_COIN_TYPE];
        return a.length == 20 ? payable(address(bytes20(a))) : payable(address(0));
    }

    function addr(bytes32 node, uint256 coinType) external view returns (bytes memory) {
        return addresses[node][coinType];
    }

    function text(bytes32 node, string calldata key) external view returns (string memory) {
        return texts[node][key];
    }

    function name(bytes32 node) external view returns (string memory) {
        return names[node];
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return
            interfaceId == 0x01ffc9a7 || // ERC-165
            interfaceId == 0x3b3b57de || // addr(bytes32)
            interfaceId == 0xf1cb7e06 || // addr(bytes32,uint256)
            interfaceId == 0x59d1d43c || // text(bytes32,string)
            interfaceId == 0x691f3431; // name(bytes32)
    }
}
