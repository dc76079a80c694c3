// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title DecimalString
/// @notice Formats unsigned integers as base-10 ASCII.
library DecimalString {
    function fromUint(uint256 value) internal pure returns (string memory) {
        if (value == 0) return "0";

        uint256 digits = 0;
        for (uint256 rest = value; rest != 0; rest /= 10) digits++;

        bytes memory text = new bytes(digits);
        for (uint256 rest = value; rest != 0; rest /= 10) {
            digits--;
            text[digits] = bytes1(uint8(48 + (rest % 10)));
        }
        return string(text);
    }
}
