// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title BatchExecutor
/// @notice An EIP-7702 delegation target. An EOA delegated to this code sends a transaction to
///         itself calling execute(calls): every call runs in order from the EOA, and if one fails
///         the whole batch reverts with that call's revert data. Nobody else may call execute,
///         so a delegated account stays as safe as the EOA it is. No storage: an account's
///         storage is its own, and this code never writes to it.
contract BatchExecutor {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    /// @notice One batch ran in full; `account` is the delegated EOA.
    event BatchExecuted(address indexed account, uint256 callCount);

    /// @notice execute was called by someone other than the account itself.
    error OnlySelf();

    function execute(Call[] calldata calls) external payable {
        if (msg.sender != address(this)) revert OnlySelf();
        for (uint256 i = 0; i < calls.length; ++i) {
            Call calldata call = calls[i];
            (bool success, bytes memory result) = call.to.call{value: call.value}(call.data);
            if (!success) {
                assembly {
                    revert(add(result, 32), mload(result))
                }
            }
        }
        emit BatchExecuted(address(this), calls.length);
    }

    // A delegated EOA has code, so it must still accept what an EOA accepts: plain ETH and
    // safe NFT transfers.
    receive() external payable {}

    function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
        return this.onERC721Received.selector;
    }

    function onERC1155Received(address, address, uint256, uint256, bytes calldata) external pure returns (bytes4) {
        return this.onERC1155Received.selector;
    }

    function onERC1155BatchReceived(address, address, uint256[] calldata, uint256[] calldata, bytes calldata)
        external
        pure
        returns (bytes4)
    {
        return this.onERC1155BatchReceived.selector;
    }
}
