import { defineModule } from '../../kernel/plugins/porticoModule.js'

/**
 * The connected account: Account with its balances, tokens and activity, and the account name's
 * views. (Its balance reactions load with the first connection: see the connection module.)
 */
export const accountDataModule = defineModule({
  id: 'account-data',
  views: ['Account', 'RegisterAccountName', 'RegisterAccountNameSuccess'],
})
