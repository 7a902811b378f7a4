#pragma once
// View > Language: System, English, and each built-in translation (in its own
// name). The choice is kept in the settings and spoken from the next start:
// widgets built in one language are not rebuilt in another mid-session.
#include <QObject>

class QMenu;

namespace leapfrog::ui {

class LanguageMenu : public QObject {
    Q_OBJECT
public:
    // Fills `menu` (owned by the caller) with the choices, the current one checked.
    explicit LanguageMenu(QMenu* menu);

Q_SIGNALS:
    // A sentence for the status bar: when the choice takes effect.
    void said(const QString& text);
};

} // namespace leapfrog::ui
