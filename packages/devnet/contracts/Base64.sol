// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Base64
/// @notice Standard base64 (RFC 4648, with padding) for building data: URIs on chain.
library Base64 {
    bytes internal constant ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    function encode(bytes memory data) internal pure returns (string memory) {
        uint256 length = data.length;
        if (length == 0) return "";

        bytes memory encoded = new bytes(4 * ((length + 2) / 3));
        uint256 out = 0;
        for (uint256 i = 0; i < length; i += 3) {
            uint256 group = uint256(uint8(data[i])) << 16;
            if (i + 1 < length) group |= uint256(uint8(data[i + 1])) << 8;
            if (i + 2 < length) group |= uint256(uint8(data[i + 2]));

            encoded[out++] = ALPHABET[(group >> 18) & 63];
            encoded[out++] = ALPHABET[(group >> 12) & 63];
            encoded[out++] = i + 1 < length ? ALPHABET[(group >> 6) & 63] : bytes1("=");
            encoded[out++] = i + 2 < length ? ALPHABET[group & 63] : bytes1("=");
        }
        return string(encoded);
    }
}
