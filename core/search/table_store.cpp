#include "table_store.h"

#include <mutex>

namespace leapfrog {

namespace {

std::mutex& storeMutex()
{
    static std::mutex mutex;
    return mutex;
}

std::shared_ptr<TableStore>& installedStore()
{
    static std::shared_ptr<TableStore> store;
    return store;
}

} // namespace

void setDefaultTableStore(std::shared_ptr<TableStore> store)
{
    const std::lock_guard lock(storeMutex());
    installedStore() = std::move(store);
}

std::shared_ptr<TableStore> defaultTableStore()
{
    const std::lock_guard lock(storeMutex());
    return installedStore();
}

} // namespace leapfrog
