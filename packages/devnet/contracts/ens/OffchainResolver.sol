// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title OffchainResolver
/// @notice An ENSIP-10 wildcard resolver whose records live on a gateway (EIP-3668 CCIP-read): every
///         resolve() reverts with OffchainLookup to `url`, and resolveWithProof() accepts the gateway's
///         answer only when one of `isSigner` signed it and it has not expired. The signature scheme is
///         that of the ENS offchain-resolver: a raw secp256k1 signature over
///         keccak256(0x1900 ‖ resolver ‖ expires ‖ keccak256(callData) ‖ keccak256(result)).
contract OffchainResolver {
    bytes4 private constant EXTENDED_RESOLVER_INTERFACE = 0x9061b923;
    // Half the secp256k1 order: signatures with a larger s are malleable copies (EIP-2).
    uint256 private constant HALF_CURVE_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    address public owner;
    string public url;
    mapping(address => bool) public isSigner;

    event UrlChanged(string url);
    event SignerChanged(address indexed signer, bool allowed);
    event OwnerChanged(address indexed owner);

    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error NotOwner(address caller);
    error InvalidSignature();
    error SignatureExpired(uint64 expires);

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        _;
    }

    constructor(address initialOwner, string memory initialUrl) {
        owner = initialOwner;
        url = initialUrl;
        emit OwnerChanged(initialOwner);
        emit UrlChanged(initialUrl);
    }

    function setOwner(address newOwner) external onlyOwner {
        owner = newOwner;
        emit OwnerChanged(newOwner);
    }

    function setUrl(string calldata newUrl) external onlyOwner {
        url = newUrl;
        emit UrlChanged(newUrl);
    }

    function setSigner(address signer, bool allowed) external onlyOwner {
        isSigner[signer] = allowed;
        emit SignerChanged(signer, allowed);
    }

    /// @notice ENSIP-10 resolve: always asks the gateway, which answers `data` for `name` (DNS-encoded).
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory) {
        bytes memory callData = abi.encodeWithSelector(EXTENDED_RESOLVER_INTERFACE, name, data);
        string[] memory urls = new string[](1);
        urls[0] = url;
        revert OffchainLookup(address(this), urls, callData, this.resolveWithProof.selector, abi.encode(callData, address(this)));
    }

    /// @notice The CCIP-read callback: `response` is abi.encode(bytes result, uint64 expires, bytes signature).
    function resolveWithProof(bytes calldata response, bytes calldata extraData) external view returns (bytes memory) {
        (bytes memory callData, address sender) = abi.decode(extraData, (bytes, address));
        (bytes memory result, uint64 expires, bytes memory signature) = abi.decode(response, (bytes, uint64, bytes));
        bytes32 digest = keccak256(abi.encodePacked(hex"1900", sender, expires, keccak256(callData), keccak256(result)));
        address signer = _recover(digest, signature);
        if (signer == address(0) || !isSigner[signer]) revert InvalidSignature();
        if (expires < block.timestamp) revert SignatureExpired(expires);
        return result;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == EXTENDED_RESOLVER_INTERFACE;
    }

    function _recover(bytes32 digest, bytes memory signature) private pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(signature, 0x20))
            s := mload(add(signature, 0x40))
            v := byte(0, mload(add(signature, 0x60)))
        }
        if (v < 27) v += 27;
        if (uint256(s) > HALF_CURVE_ORDER || (v != 27 && v != 28)) return address(0);
        return ecrecover(digest, v, r, s);
    }
}
