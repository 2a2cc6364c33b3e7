import { defineModule } from '../../kernel/plugins/porticoModule.js'

/** The wallet catalogue: the registry's wallets, searched and paged in AllWallets. */
export const catalogueModule = defineModule({
  id: 'catalogue',
  views: ['AllWallets'],
})
