// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Portico Test Token
/// @notice The devnet's ERC-20. It exists only on local chains so the playground and the adapter
/// tests can read real balances and move real tokens. The whole supply goes to whoever deploys it.
contract PorticoToken {
    string public constant name = "Portico Test Token";
    string public constant symbol = "PTT";
    uint8 public constant decimals = 18;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error InsufficientBalance(address account, uint256 available, uint256 needed);
    error InsufficientAllowance(address spender, uint256 available, uint256 needed);
    error ZeroAddress();

    constructor(uint256 initialSupply) {
        totalSupply = initialSupply;
        balanceOf[msg.sender] = initialSupply;
        emit Transfer(address(0), msg.sender, initialSupply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        if (spender == address(0)) revert ZeroAddress();
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        // An allowance of the largest uint256 counts as unlimited and is never spent down.
        if (allowed != type(uint256).max) {
            if (allowed < value) revert InsufficientAllowance(msg.sender, allowed, value);
            allowance[from][msg.sender] = allowed - value;
        }
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        if (to == address(0)) revert ZeroAddress();
        uint256 available = balanceOf[from];
        if (available < value) revert InsufficientBalance(from, available, value);
        unchecked {
            balanceOf[from] = available - value;
        }
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
