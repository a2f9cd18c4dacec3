import * as migration_20261121_045708_initial from './20261121_045708_initial';
import * as migration_20261121_050848_content from './20261121_050848_content';
import * as migration_20261121_052315_route_guard_names from './20261121_052315_route_guard_names';
import * as migration_20261121_053730_visitor_records from './20261121_053730_visitor_records';
import * as migration_20261121_055011_stat_events from './20261121_055011_stat_events';
import * as migration_20261121_055735_chat from './20261121_055735_chat';
import * as migration_20261121_061430_accounts from './20261121_061430_accounts';
import * as migration_20261121_071020_marketing_pages from './20261121_071020_marketing_pages';
import * as migration_20261121_081818_stats_rollups from './20261121_081818_stats_rollups';
import * as migration_20261121_171635_media_object_storage from './20261121_171635_media_object_storage';
import * as migration_20261124_000938_users_no_lock from './20261124_000938_users_no_lock';
import * as migration_20261124_075853_seo_social_image from './20261124_075853_seo_social_image';
import * as migration_20261125_021809_team_block from './20261125_021809_team_block';
import * as migration_20261125_082912_page_global_drafts from './20261125_082912_page_global_drafts';
import * as migration_20261125_114200_stat_events_device_key from './20261125_114200_stat_events_device_key';
import * as migration_20261125_120022_home_selling_blocks from './20261125_120022_home_selling_blocks';
import * as migration_20261128_064550_users_preview_epoch from './20261128_064550_users_preview_epoch';
import * as migration_20261128_083230_product_screens from './20261128_083230_product_screens';
import * as migration_20261128_132802_stat_event_breakdowns from './20261128_132802_stat_event_breakdowns';

export const migrations = [
  {
    up: migration_20261121_045708_initial.up,
    down: migration_20261121_045708_initial.down,
    name: '20261121_045708_initial',
  },
  {
    up: migration_20261121_050848_content.up,
    down: migration_20261121_050848_content.down,
    name: '20261121_050848_content',
  },
  {
    up: migration_20261121_052315_route_guard_names.up,
    down: migration_20261121_052315_route_guard_names.down,
    name: '20261121_052315_route_guard_names',
  },
  {
    up: migration_20261121_053730_visitor_records.up,
    down: migration_20261121_053730_visitor_records.down,
    name: '20261121_053730_visitor_records',
  },
  {
    up: migration_20261121_055011_stat_events.up,
    down: migration_20261121_055011_stat_events.down,
    name: '20261121_055011_stat_events',
  },
  {
    up: migration_20261121_055735_chat.up,
    down: migration_20261121_055735_chat.down,
    name: '20261121_055735_chat',
  },
  {
    up: migration_20261121_061430_accounts.up,
    down: migration_20261121_061430_accounts.down,
    name: '20261121_061430_accounts',
  },
  {
    up: migration_20261121_071020_marketing_pages.up,
    down: migration_20261121_071020_marketing_pages.down,
    name: '20261121_071020_marketing_pages',
  },
  {
    up: migration_20261121_081818_stats_rollups.up,
    down: migration_20261121_081818_stats_rollups.down,
    name: '20261121_081818_stats_rollups',
  },
  {
    up: migration_20261121_171635_media_object_storage.up,
    down: migration_20261121_171635_media_object_storage.down,
    name: '20261121_171635_media_object_storage',
  },
  {
    up: migration_20261124_000938_users_no_lock.up,
    down: migration_20261124_000938_users_no_lock.down,
    name: '20261124_000938_users_no_lock',
  },
  {
    up: migration_20261124_075853_seo_social_image.up,
    down: migration_20261124_075853_seo_social_image.down,
    name: '20261124_075853_seo_social_image',
  },
  {
    up: migration_20261125_021809_team_block.up,
    down: migration_20261125_021809_team_block.down,
    name: '20261125_021809_team_block',
  },
  {
    up: migration_20261125_082912_page_global_drafts.up,
    down: migration_20261125_082912_page_global_drafts.down,
    name: '20261125_082912_page_global_drafts',
  },
  {
    up: migration_20261125_114200_stat_events_device_key.up,
    down: migration_20261125_114200_stat_events_device_key.down,
    name: '20261125_114200_stat_events_device_key',
  },
  {
    up: migration_20261125_120022_home_selling_blocks.up,
    down: migration_20261125_120022_home_selling_blocks.down,
    name: '20261125_120022_home_selling_blocks',
  },
  {
    up: migration_20261128_064550_users_preview_epoch.up,
    down: migration_20261128_064550_users_preview_epoch.down,
    name: '20261128_064550_users_preview_epoch',
  },
  {
    up: migration_20261128_083230_product_screens.up,
    down: migration_20261128_083230_product_screens.down,
    name: '20261128_083230_product_screens',
  },
  {
    up: migration_20261128_132802_stat_event_breakdowns.up,
    down: migration_20261128_132802_stat_event_breakdowns.down,
    name: '20261128_132802_stat_event_breakdowns'
  },
];
