#include "tables.h"

#include "files/table_cache.h"

namespace leapfrog::ui {

void keepTablesInCache()
{
    installTableCache();
}

} // namespace leapfrog::ui
