#include "languagemenu.h"

#include "language/language.h"

#include <QActionGroup>
#include <QMenu>
#include "settings/settingkeys.h"

namespace leapfrog::ui {

LanguageMenu::LanguageMenu(QMenu* menu) : QObject(menu)
{
    auto* group = new QActionGroup(this);
    const QString chosen = Settings().value(setting::language);
    for (const Language& language : languageChoices()) {
        QAction* action = menu->addAction(language.nativeName);
        action->setObjectName(QStringLiteral("language-") + (language.code.isEmpty() ? QStringLiteral("system")
                                                                                      : language.code));
        action->setCheckable(true);
        action->setChecked(language.code == chosen);
        group->addAction(action);
        // Chosen here or in the preferences: the menu shows the choice kept.
        connect(menu, &QMenu::aboutToShow, action,
                [action, code = language.code] { action->setChecked(Settings().value(setting::language) == code); });
        connect(action, &QAction::triggered, this, [this, code = language.code, name = language.nativeName] {
            Settings().setValue(setting::language, code);
            Q_EMIT said(code.isEmpty() ? tr("Leapfrog will follow the system's language from its next start.")
                                       : tr("Leapfrog will speak %1 from its next start.").arg(name));
        });
    }
}

} // namespace leapfrog::ui
