#include "recentfiles.h"

#include "settings/preferences.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include "settings/settingkeys.h"

namespace leapfrog::ui {

RecentFiles::RecentFiles(QMenu* menu, QObject* parent)
    : QObject(parent)
    , menu_(menu)
{
    menu_->setObjectName(QStringLiteral("openRecentMenu"));
    // Built when shown, so that a file deleted meanwhile is seen as gone.
    connect(menu_, &QMenu::aboutToShow, this, &RecentFiles::rebuild);
    rebuild();
}

QStringList RecentFiles::files() const { return Settings().value(setting::recentFiles); }

void RecentFiles::store(const QStringList& files)
{
    Settings().setValue(setting::recentFiles, files);
    rebuild();
}

void RecentFiles::add(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    store(list.mid(0, kLimit));
}

void RecentFiles::rebuild()
{
    menu_->clear();
    const QStringList list = files();
    int number = 0;
    for (const QString& path : list) {
        const QFileInfo info(path);
        const bool there = info.exists();
        ++number;
        const QString text = there ? tr("&%1 %2").arg(number).arg(info.fileName())
                                   : tr("&%1 %2 (gone)").arg(number).arg(info.fileName());
        QAction* action = menu_->addAction(text);
        action->setObjectName(QStringLiteral("recent%1").arg(number));
        action->setData(path);
        action->setToolTip(there ? QDir::toNativeSeparators(path)
                                 : tr("%1 is no longer there: moved or deleted.").arg(QDir::toNativeSeparators(path)));
        action->setStatusTip(action->toolTip());
        connect(action, &QAction::triggered, this, [this, path] {
            if (QFileInfo::exists(path)) {
                Q_EMIT chosen(path);
                return;
            }
            QStringList rest = files();
            rest.removeAll(path);
            store(rest);
            Q_EMIT gone(path);
        });
    }
    if (list.isEmpty()) {
        menu_->addAction(tr("No recent games"))->setEnabled(false);
        return;
    }
    menu_->addSeparator();
    QAction* clear = menu_->addAction(tr("&Clear the list"));
    clear->setObjectName(QStringLiteral("clearRecent"));
    connect(clear, &QAction::triggered, this, [this] { store({}); });
}

} // namespace leapfrog::ui
