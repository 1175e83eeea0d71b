import * as migration_20261122_015943_initial from './20261122_015943_initial';
import * as migration_20261123_104121_order_desk from './20261123_104121_order_desk';

export const migrations = [
  {
    up: migration_20261122_015943_initial.up,
    down: migration_20261122_015943_initial.down,
    name: '20261122_015943_initial',
  },
  {
    up: migration_20261123_104121_order_desk.up,
    down: migration_20261123_104121_order_desk.down,
    name: '20261123_104121_order_desk'
  },
];
