import * as migration_20261122_015943_initial from './20261122_015943_initial';
import * as migration_20261123_103735_rate_limits from './20261123_103735_rate_limits';

export const migrations = [
  {
    up: migration_20261122_015943_initial.up,
    down: migration_20261122_015943_initial.down,
    name: '20261122_015943_initial',
  },
  {
    up: migration_20261123_103735_rate_limits.up,
    down: migration_20261123_103735_rate_limits.down,
    name: '20261123_103735_rate_limits'
  },
];
