// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IResolverLookup {
    function resolver(bytes32 node) external view returns (address);
}

/// @notice The EIP-3668 batch gateway a client runs (viem answers `x-batch-gateway:true` itself).
interface IBatchGateway {
    struct Request {
        address sender;
        string[] urls;
        bytes data;
    }

    function query(Request[] memory requests) external view returns (bool[] memory failures, bytes[] memory responses);
}

/// @title UniversalResolver
/// @notice One entry point for forward and reverse resolution as ENS clients (viem 2) call it:
///         resolveWithGateways and reverseWithGateways. The resolver of a name is found by the ENSIP-10
///         walk up its labels; a wildcard resolver must implement IExtendedResolver. A resolver's
///         OffchainLookup is passed to the client as a batch-gateway query with this contract as sender,
///         and ccipCallback hands the answer to the resolver's own callback. Reverse resolution reads
///         name() of `<address>.addr.reverse` (coin type 60), `<address>.default.reverse` (0x80000000) or
///         `<address>.<coin type in hex>.reverse` (ENSIP-19), then checks that the name resolves back.
contract UniversalResolver {
    bytes4 private constant EXTENDED_RESOLVER_INTERFACE = 0x9061b923;
    bytes4 private constant ERC165_INTERFACE = 0x01ffc9a7;
    bytes4 private constant ADDR_SELECTOR = 0x3b3b57de;
    bytes4 private constant ADDR_COIN_TYPE_SELECTOR = 0xf1cb7e06;
    bytes4 private constant NAME_SELECTOR = 0x691f3431;
    uint256 private constant ETHEREUM_COIN_TYPE = 60;
    uint256 private constant DEFAULT_EVM_COIN_TYPE = 0x80000000;
    uint256 private constant SUPPORTS_INTERFACE_GAS = 30_000;

    enum Step {
        Resolve,
        ReverseName,
        ReverseAddress
    }

    /// @notice A resolver call under way: what to do with its answer once it comes.
    struct Pending {
        address resolver;
        bool extended;
        Step step;
        bytes state;
        string[] gateways;
    }

    IResolverLookup public immutable registry;

    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error DNSDecodingFailed(bytes dns);
    error DNSEncodingFailed(string ens);
    error EmptyAddress();
    error HttpError(uint16 status, string message);
    error InvalidBatchGatewayResponse();
    error ResolverError(bytes errorData);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverNotFound(bytes name);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);

    constructor(IResolverLookup ensRegistry) {
        registry = ensRegistry;
    }

    /// @notice The resolver of `name` (DNS-encoded) by the ENSIP-10 walk, the name's node, and whether
    ///         the resolver is set on that node itself rather than on a parent.
    function findResolver(bytes memory name) public view returns (address resolver, bytes32 node, bool exact) {
        uint256[] memory starts = new uint256[](name.length);
        uint256 count;
        for (uint256 i = 0; ; ) {
            if (i >= name.length) revert DNSDecodingFailed(name);
            uint256 length = uint8(name[i]);
            if (length == 0) {
                if (i + 1 != name.length) revert DNSDecodingFailed(name);
                break;
            }
            starts[count++] = i;
            i += length + 1;
        }
        bytes32[] memory nodes = new bytes32[](count + 1);
        for (uint256 k = count; k > 0; k--) {
            uint256 start = starts[k - 1];
            uint256 length = uint8(name[start]);
            bytes32 labelHash;
            assembly {
                labelHash := keccak256(add(add(name, 0x21), start), length)
            }
            nodes[k - 1] = keccak256(abi.encodePacked(nodes[k], labelHash));
        }
        for (uint256 k = 0; k <= count; k++) {
            address found = registry.resolver(nodes[k]);
            if (found != address(0)) return (found, nodes[0], k == 0);
        }
        return (address(0), nodes[0], false);
    }

    /// @notice Calls `data` (such as addr(node)) on the resolver of `name`; returns its answer and the resolver.
    function resolveWithGateways(
        bytes calldata name,
        bytes calldata data,
        string[] calldata gateways
    ) external view returns (bytes memory result, address resolver) {
        bool exact;
        (resolver, , exact) = findResolver(name);
        (bool extended, bytes memory call) = _resolverCall(name, data, resolver, exact);
        bytes memory output = _callResolver(Pending(resolver, extended, Step.Resolve, "", gateways), call);
        return abi.decode(output, (bytes, address));
    }

    /// @notice The primary name of `lookupAddress` for `coinType`, checked to resolve back to it.
    function reverseWithGateways(
        bytes calldata lookupAddress,
        uint256 coinType,
        string[] calldata gateways
    ) external view returns (string memory primary, address resolver, address reverseResolver) {
        return abi.decode(_reverse(lookupAddress, coinType, gateways), (string, address, address));
    }

    function _reverse(bytes memory lookupAddress, uint256 coinType, string[] memory gateways) private view returns (bytes memory) {
        bytes memory reverseName = _reverseName(lookupAddress, coinType);
        (address resolver, bytes32 node, bool exact) = findResolver(reverseName);
        (bool extended, bytes memory call) = _resolverCall(reverseName, abi.encodeWithSelector(NAME_SELECTOR, node), resolver, exact);
        bytes memory state = abi.encode(lookupAddress, coinType);
        return _callResolver(Pending(resolver, extended, Step.ReverseName, state, gateways), call);
    }

    /// @notice EIP-3668 callback of the batch-gateway query: passes the gateway's answer to the resolver's callback. Returns
    ///         what the entry point that started the lookup returns (its outputs' ABI encoding), so it declares none.
    function ccipCallback(bytes calldata response, bytes calldata extraData) external view {
        (bytes4 callback, bytes memory innerExtraData, Pending memory pending) = abi.decode(extraData, (bytes4, bytes, Pending));
        (bool[] memory failures, bytes[] memory responses) = abi.decode(response, (bool[], bytes[]));
        if (failures.length != 1 || responses.length != 1) revert InvalidBatchGatewayResponse();
        // HttpError (no record) or the client's error: passed on as the gateway reported it.
        if (failures[0]) _revert(responses[0]);
        (bool ok, bytes memory answer) = pending.resolver.staticcall(abi.encodeWithSelector(callback, responses[0], innerExtraData));
        if (!ok) {
            _offchainLookup(pending, answer);
            // An answer the resolver refuses (a bad signature, expired) is an error, not an empty record.
            _revert(answer);
        }
        _return(_continue(pending, pending.extended ? abi.decode(answer, (bytes)) : answer));
    }

    function _resolverCall(
        bytes memory name,
        bytes memory data,
        address resolver,
        bool exact
    ) private view returns (bool extended, bytes memory call) {
        if (resolver == address(0)) revert ResolverNotFound(name);
        if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
        extended = _supportsInterface(resolver, EXTENDED_RESOLVER_INTERFACE);
        if (!extended && !exact) revert ResolverNotFound(name);
        call = extended ? abi.encodeWithSelector(EXTENDED_RESOLVER_INTERFACE, name, data) : data;
    }

    function _callResolver(Pending memory pending, bytes memory call) private view returns (bytes memory) {
        (bool ok, bytes memory answer) = pending.resolver.staticcall(call);
        if (!ok) {
            _offchainLookup(pending, answer);
            revert ResolverError(answer);
        }
        return _continue(pending, pending.extended ? abi.decode(answer, (bytes)) : answer);
    }

    /// @dev Reverts with this contract's own OffchainLookup when `revertData` is the resolver's; returns otherwise.
    function _offchainLookup(Pending memory pending, bytes memory revertData) private view {
        if (revertData.length < 4 || bytes4(revertData) != OffchainLookup.selector) return;
        (address sender, string[] memory urls, bytes memory callData, bytes4 callback, bytes memory extraData) = abi.decode(
            _withoutSelector(revertData),
            (address, string[], bytes, bytes4, bytes)
        );
        if (sender != pending.resolver) revert ResolverError(revertData);
        IBatchGateway.Request[] memory requests = new IBatchGateway.Request[](1);
        requests[0] = IBatchGateway.Request(sender, urls, callData);
        revert OffchainLookup(
            address(this),
            pending.gateways,
            abi.encodeCall(IBatchGateway.query, (requests)),
            this.ccipCallback.selector,
            abi.encode(callback, extraData, pending)
        );
    }

    function _continue(Pending memory pending, bytes memory result) private view returns (bytes memory) {
        if (pending.step == Step.Resolve) return abi.encode(result, pending.resolver);
        if (pending.step == Step.ReverseName) return _checkPrimaryName(pending, result);
        return _matchPrimaryAddress(pending, result);
    }

    /// @dev The reverse record's name, then a forward lookup of that name's address for the coin type.
    function _checkPrimaryName(Pending memory pending, bytes memory result) private view returns (bytes memory) {
        string memory primary = result.length == 0 ? "" : abi.decode(result, (string));
        if (bytes(primary).length == 0) return abi.encode("", address(0), pending.resolver);
        (bytes memory lookupAddress, uint256 coinType) = abi.decode(pending.state, (bytes, uint256));
        bytes memory dnsName = _dnsEncode(primary);
        (address resolver, bytes32 node, bool exact) = findResolver(dnsName);
        bytes memory data = coinType == ETHEREUM_COIN_TYPE
            ? abi.encodeWithSelector(ADDR_SELECTOR, node)
            : abi.encodeWithSelector(ADDR_COIN_TYPE_SELECTOR, node, coinType);
        (bool extended, bytes memory call) = _resolverCall(dnsName, data, resolver, exact);
        bytes memory state = abi.encode(lookupAddress, coinType, pending.resolver, primary);
        return _callResolver(Pending(resolver, extended, Step.ReverseAddress, state, pending.gateways), call);
    }

    function _matchPrimaryAddress(Pending memory pending, bytes memory result) private pure returns (bytes memory) {
        (bytes memory lookupAddress, uint256 coinType, address reverseResolver, string memory primary) = abi.decode(
            pending.state,
            (bytes, uint256, address, string)
        );
        bytes memory primaryAddress;
        if (coinType == ETHEREUM_COIN_TYPE) {
            address resolved = result.length == 0 ? address(0) : abi.decode(result, (address));
            primaryAddress = resolved == address(0) ? bytes("") : abi.encodePacked(resolved);
        } else {
            primaryAddress = result.length == 0 ? bytes("") : abi.decode(result, (bytes));
        }
        if (keccak256(primaryAddress) != keccak256(lookupAddress)) revert ReverseAddressMismatch(primary, primaryAddress);
        return abi.encode(primary, pending.resolver, reverseResolver);
    }

    function _supportsInterface(address target, bytes4 interfaceId) private view returns (bool) {
        (bool ok, bytes memory answer) = target.staticcall{gas: SUPPORTS_INTERFACE_GAS}(
            abi.encodeWithSelector(ERC165_INTERFACE, interfaceId)
        );
        return ok && answer.length >= 32 && abi.decode(answer, (bool));
    }

    /// @dev DNS encoding of `<hex address>.<addr | default | coin type hex>.reverse`.
    function _reverseName(bytes memory lookupAddress, uint256 coinType) private pure returns (bytes memory) {
        if (lookupAddress.length == 0) revert EmptyAddress();
        string memory namespace = coinType == ETHEREUM_COIN_TYPE
            ? "addr"
            : coinType == DEFAULT_EVM_COIN_TYPE
                ? "default"
                : _hex(abi.encodePacked(coinType), true);
        return _dnsEncode(string.concat(_hex(lookupAddress, false), ".", namespace, ".reverse"));
    }

    /// @dev Lower-case hex without 0x; `trimmed` drops leading zero digits (keeping one).
    function _hex(bytes memory data, bool trimmed) private pure returns (string memory) {
        bytes16 digits = "0123456789abcdef";
        bytes memory out = new bytes(data.length * 2);
        for (uint256 i = 0; i < data.length; i++) {
            out[2 * i] = digits[uint8(data[i]) >> 4];
            out[2 * i + 1] = digits[uint8(data[i]) & 0x0f];
        }
        if (!trimmed) return string(out);
        uint256 skip;
        while (skip + 1 < out.length && out[skip] == "0") skip++;
        bytes memory kept = new bytes(out.length - skip);
        for (uint256 i = 0; i < kept.length; i++) kept[i] = out[skip + i];
        return string(kept);
    }

    function _dnsEncode(string memory name) private pure returns (bytes memory out) {
        bytes memory text = bytes(name);
        out = new bytes(text.length + 2);
        uint256 labelStart;
        for (uint256 i = 0; i <= text.length; i++) {
            if (i < text.length && text[i] != ".") {
                out[i + 1] = text[i];
                continue;
            }
            uint256 length = i - labelStart;
            if (length == 0 || length > 255) revert DNSEncodingFailed(name);
            out[labelStart] = bytes1(uint8(length));
            labelStart = i + 1;
        }
        out[text.length + 1] = 0;
    }

    function _withoutSelector(bytes memory data) private pure returns (bytes memory rest) {
        rest = new bytes(data.length - 4);
        for (uint256 i = 0; i < rest.length; i++) rest[i] = data[i + 4];
    }

    function _revert(bytes memory data) private pure {
        assembly {
            revert(add(data, 0x20), mload(data))
        }
    }

    /// @dev Ends the call returning `data` as it is: it is already the ABI encoding of the entry point's outputs.
    function _return(bytes memory data) private pure {
        assembly {
            return(add(data, 0x20), mload(data))
        }
    }
}
