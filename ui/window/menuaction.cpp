#include "menuaction.h"

#include "look/inkicon.h"

#include <QAction>
#include <QMenu>
#include <QRegularExpression>

namespace leapfrog::ui {

QAction* addMenuAction(QObject* owner, QMenu* menu, const QString& name, const QString& text, const QString& icon,
                       const QList<QKeySequence>& shortcuts)
{
    auto* action = new QAction(text, owner);
    action->setObjectName(name);
    if (!icon.isEmpty()) {
        action->setIcon(inkIcon(icon));
    }
    action->setShortcuts(shortcuts);
    action->setIconText(withoutAccelerator(text));
    if (!shortcuts.isEmpty()) {
        action->setToolTip(QStringLiteral("%1 (%2)").arg(withoutAccelerator(text),
                                                        shortcuts.front().toString(QKeySequence::NativeText)));
    }
    menu->addAction(action);
    return action;
}

QString withoutAccelerator(QString text)
{
    static const QRegularExpression bracketed(QStringLiteral("\\s*\\(&[^&]\\)"));
    text.remove(bracketed);
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    text.remove(QStringLiteral("..."));
    text.remove(QChar(0x2026)); // …
    return text;
}

} // namespace leapfrog::ui
