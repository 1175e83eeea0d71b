import * as migration_20261122_015943_initial from './20261122_015943_initial';
import * as migration_20261123_110544_per_address_login_lock from './20261123_110544_per_address_login_lock';

export const migrations = [
  {
    up: migration_20261122_015943_initial.up,
    down: migration_20261122_015943_initial.down,
    name: '20261122_015943_initial',
  },
  {
    up: migration_20261123_110544_per_address_login_lock.up,
    down: migration_20261123_110544_per_address_login_lock.down,
    name: '20261123_110544_per_address_login_lock'
  },
];
