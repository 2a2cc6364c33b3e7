// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Portico Account
/// @notice The devnet's smart account: one owner (an EOA) moves its funds and calls other
/// contracts through it, one call or a batch, and its signatures count as the account's
/// (EIP-1271). It exists only on local chains, so the embedded wallet's smart-account journeys run
/// against real contract code.
contract PorticoAccount {
    /// @notice One call of a batch.
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    /// @notice The EOA that controls the account.
    address public immutable owner;

    bytes4 private constant EIP1271_VALID = 0x1626ba7e;
    bytes4 private constant EIP1271_INVALID = 0xffffffff;
    /// @dev The upper bound of `s` (EIP-2): a signature with a larger `s` is a malleated copy.
    uint256 private constant HALF_CURVE_ORDER = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    error NotOwner(address caller);
    error CallFailed(uint256 index, bytes reason);

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {}

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        _;
    }

    /// @notice Calls `to` with `value` wei and `data`, from the account; only its owner may.
    function execute(address to, uint256 value, bytes calldata data) external onlyOwner returns (bytes memory) {
        return _call(0, to, value, data);
    }

    /// @notice Makes every call in order; one failure reverts them all.
    function executeBatch(Call[] calldata calls) external onlyOwner {
        for (uint256 i = 0; i < calls.length; i++) {
            _call(i, calls[i].to, calls[i].value, calls[i].data);
        }
    }

    /// @notice EIP-1271: valid when `signature` is the owner's ECDSA signature of `hash`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return _recover(hash, signature) == owner ? EIP1271_VALID : EIP1271_INVALID;
    }

    function _call(uint256 index, address to, uint256 value, bytes calldata data) private returns (bytes memory) {
        (bool ok, bytes memory result) = to.call{value: value}(data);
        if (!ok) revert CallFailed(index, result);
        return result;
    }

    /// @dev The signer of a 65-byte (r, s, v) signature, or the zero address for anything else.
    function _recover(bytes32 hash, bytes calldata signature) private pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := calldataload(signature.offset)
            s := calldataload(add(signature.offset, 32))
            v := byte(0, calldataload(add(signature.offset, 64)))
        }
        if (v < 27) v += 27;
        if (v != 27 && v != 28) return address(0);
        if (uint256(s) > HALF_CURVE_ORDER) return address(0);
        return ecrecover(hash, v, r, s);
    }
}

/// @title Portico Account Factory
/// @notice Deploys Portico accounts with CREATE2: one address per owner and salt, known before
/// the account exists (counterfactual), and the same on every chain where the factory has the
/// same address.
contract PorticoAccountFactory {
    event AccountCreated(address indexed account, address indexed owner, uint256 salt);

    /// @notice Deploys the account of `owner` and `salt`, or returns it when it exists already.
    function createAccount(address owner, uint256 salt) external returns (address account) {
        account = getAddress(owner, salt);
        if (account.code.length > 0) return account;
        PorticoAccount created = new PorticoAccount{salt: _salt(owner, salt)}(owner);
        emit AccountCreated(address(created), owner, salt);
        return address(created);
    }

    /// @notice The address the account of `owner` and `salt` has, deployed or not.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(PorticoAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), _salt(owner, salt), codeHash)))));
    }

    function _salt(address owner, uint256 salt) private pure returns (bytes32) {
        return keccak256(abi.encode(owner, salt));
    }
}
