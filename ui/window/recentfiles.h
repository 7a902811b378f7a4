#pragma once
// Game > Open recent: the last saved games opened or saved, most recent
// first, kept in the settings (settings/settingkeys.h). A file that has gone since is shown as such
// (greyed, with where it was) and, if chosen anyway, reported, never opened
// silently as nothing.
#include <QObject>
#include <QStringList>

class QMenu;

namespace leapfrog::ui {

class RecentFiles : public QObject {
    Q_OBJECT
public:
    static constexpr int kLimit = 8;

    RecentFiles(QMenu* menu, QObject* parent);

    // `path` was opened or saved: first in the list.
    void add(const QString& path);
    QStringList files() const;
    QMenu* menu() const { return menu_; }

Q_SIGNALS:
    void chosen(const QString& path);
    // A listed file is no longer there; it has been taken off the list.
    void gone(const QString& path);

private:
    void rebuild();
    void store(const QStringList& files);

    QMenu* menu_;
};

} // namespace leapfrog::ui
