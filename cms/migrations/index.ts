import * as migration_20261122_015943_initial from './20261122_015943_initial';
import * as migration_20261123_101731_quotes from './20261123_101731_quotes';
import * as migration_20261123_113856_order_desk from './20261123_113856_order_desk';

export const migrations = [
  {
    up: migration_20261122_015943_initial.up,
    down: migration_20261122_015943_initial.down,
    name: '20261122_015943_initial',
  },
  {
    up: migration_20261123_101731_quotes.up,
    down: migration_20261123_101731_quotes.down,
    name: '20261123_101731_quotes',
  },
  {
    up: migration_20261123_113856_order_desk.up,
    down: migration_20261123_113856_order_desk.down,
    name: '20261123_113856_order_desk'
  },
];
