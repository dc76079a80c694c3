// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Base64} from "./Base64.sol";
import {DecimalString} from "./DecimalString.sol";

/// @title PassMetadata
/// @notice Renders an Airlock Pass as an on-chain JSON data URI whose image is an on-chain SVG.
library PassMetadata {
    function tokenURI(uint256 tokenId) internal pure returns (string memory) {
        string memory id = DecimalString.fromUint(tokenId);
        bytes memory json = abi.encodePacked(
            '{"name":"Airlock Pass #', id,
            '","description":"A membership pass minted on the Airlock devnet.",',
            '"image":"data:image/svg+xml;base64,', Base64.encode(artwork(tokenId, id)),
            '","attributes":[{"trait_type":"Hue","value":', DecimalString.fromUint(hue(tokenId)), "}]}"
        );
        return string(abi.encodePacked("data:application/json;base64,", Base64.encode(json)));
    }

    function artwork(uint256 tokenId, string memory id) private pure returns (bytes memory) {
        string memory tint = DecimalString.fromUint(hue(tokenId));
        return abi.encodePacked(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320" width="320" height="320">',
            '<rect width="320" height="320" rx="32" fill="hsl(', tint, ',65%,42%)"/>',
            '<circle cx="160" cy="120" r="56" fill="none" stroke="#fff" stroke-width="12"/>',
            '<rect x="100" y="150" width="120" height="90" rx="14" fill="#fff"/>',
            '<text x="160" y="286" fill="#fff" font-family="sans-serif" font-size="28" text-anchor="middle">',
            "Airlock Pass #", id,
            "</text></svg>"
        );
    }

    // Spread consecutive ids around the colour wheel so neighbouring passes look different.
    function hue(uint256 tokenId) private pure returns (uint256) {
        return (tokenId * 47) % 360;
    }
}
