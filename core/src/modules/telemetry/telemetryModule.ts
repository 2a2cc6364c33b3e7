import { defineModule } from '../../kernel/plugins/porticoModule.js'
import { analyticsReaction } from './services/analyticsReaction.js'

/** Analytics, error reports, remote features and origins: no view; the analytics reaction. */
export const telemetryModule = defineModule({
  id: 'telemetry',
  react: analyticsReaction,
})
