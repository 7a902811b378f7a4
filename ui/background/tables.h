#pragma once
// The distance tables the window's searches build are kept in the user's
// cache folder and read back next time (files/table_cache.h: checked, size-
// capped, shared with leapfrog-cli). The program turns that on once at start,
// before any search runs; the tests do not, so each builds its own tables.
namespace leapfrog::ui {

void keepTablesInCache();

} // namespace leapfrog::ui
