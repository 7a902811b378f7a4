#pragma once
// A menu entry the way the window makes all of them: its object name (tests
// and the accessibility tree find it by that), its icon in the window's ink,
// its shortcuts, and the words a tool button or a tip shows, which are the
// entry's own without the accelerator mark.
#include <QKeySequence>
#include <QList>
#include <QString>

class QAction;
class QMenu;
class QObject;

namespace leapfrog::ui {

// A new action owned by `owner`, added to `menu`; `icon` names
// resources/icons/`icon`.svg, or none when empty.
QAction* addMenuAction(QObject* owner, QMenu* menu, const QString& name, const QString& text, const QString& icon,
                       const QList<QKeySequence>& shortcuts = {});

// A menu entry's words without its accelerator, for tool buttons and tips:
// "&Hint" reads "Hint", and the Chinese and Japanese form "提示(&H)" reads
// "提示" (Qt's own stripping drops only the '&' and would leave "提示(H)").
QString withoutAccelerator(QString text);

} // namespace leapfrog::ui
