// The names of Solana's TransactionError and InstructionError variants, in the order of their enum
// (litesvm reports the variants without fields as these indexes), so the runtime answers the
// JSON-RPC error shapes a real validator gives (`"BlockhashNotFound"`, `{ "InstructionError": [0, { "Custom": 1 }] }`).
const TRANSACTION_ERRORS = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee',
  'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee',
  'InvalidAccountIndex', 'SignatureFailure', 'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance',
  'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks', 'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData', 'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit', 'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled',
]
const INSTRUCTION_ERRORS = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData', 'AccountDataTooSmall', 'InsufficientFunds',
  'IncorrectProgramId', 'MissingRequiredSignature', 'AccountAlreadyInitialized', 'UninitializedAccount', 'UnbalancedInstruction',
  'ModifiedProgramId', 'ExternalAccountLamportSpend', 'ExternalAccountDataModified', 'ReadonlyLamportChange', 'ReadonlyDataModified',
  'DuplicateAccountIndex', 'ExecutableModified', 'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged',
  'AccountNotExecutable', 'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync', 'InvalidError',
  'ExecutableDataModified', 'ExecutableLamportChange', 'ExecutableAccountNotRentExempt', 'UnsupportedProgramId', 'CallDepth',
  'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded', 'InvalidSeeds', 'InvalidRealloc', 'ComputationalBudgetExceeded',
  'PrivilegeEscalation', 'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete', 'ProgramFailedToCompile', 'Immutable',
  'IncorrectAuthority', 'AccountNotRentExempt', 'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar', 'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded', 'MaxAccountsExceeded', 'MaxInstructionTraceLengthExceeded', 'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
]

/** A transaction error as a validator's JSON-RPC reports it. */
export type TransactionErrorJson = string | Record<string, unknown>

function instructionError(error: unknown): unknown {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? 'GenericError'
  const { code } = error as { code?: unknown }
  if (typeof code === 'number') return { Custom: code }
  return { BorshIoError: String(error) }
}

/** Converts what litesvm's `FailedTransactionMetadata.err()` returns to the validator's JSON shape. */
export function transactionErrorJson(error: unknown): TransactionErrorJson {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? 'SanitizeFailure'
  const fields = error as { index?: unknown; accountIndex?: unknown; err?: () => unknown }
  if (typeof fields.err === 'function' && typeof fields.index === 'number') {
    return { InstructionError: [fields.index, instructionError(fields.err())] }
  }
  if (typeof fields.accountIndex === 'number') {
    const name = /ProgramExecutionTemporarilyRestricted/.test(String(error)) ? 'ProgramExecutionTemporarilyRestricted' : 'InsufficientFundsForRent'
    return { [name]: { account_index: fields.accountIndex } }
  }
  if (typeof fields.index === 'number') return { DuplicateInstruction: fields.index }
  return String(error)
}

/** A one-line description of a transaction error, as in a validator's 'Transaction simulation failed: ...'. */
export function describeTransactionError(error: TransactionErrorJson): string {
  if (typeof error === 'string') return error
  const instruction = (error as { InstructionError?: [number, unknown] }).InstructionError
  if (instruction) {
    const [index, detail] = instruction
    const text = typeof detail === 'string' ? detail : JSON.stringify(detail)
    return `Error processing Instruction ${index}: ${text}`
  }
  return JSON.stringify(error)
}
