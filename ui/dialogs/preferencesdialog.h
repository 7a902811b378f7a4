#pragma once
// View > Preferences...: the theme (follow the desktop, light, dark), the
// board's high-contrast look, the view's options (the same as the View
// menu's toggles), the memory the window's tables may use and the language. It edits a copy: OK hands the choices
// back, and the window applies them at once (the language from the next
// start, as the dialog says).
#include "settings/preferences.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;

namespace leapfrog::ui {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    // `language` is the chosen language's code ("" for the system's).
    PreferencesDialog(const Preferences& current, const QString& language, QWidget* parent = nullptr);

    // `base` with the choices made here.
    Preferences preferences(Preferences base) const;
    QString language() const;

private:
    QWidget* appearanceGroup(const Preferences& current);
    QWidget* boardGroup(const Preferences& current);
    QWidget* memoryGroup(const Preferences& current);
    QWidget* languageGroup(const QString& language);

    QComboBox* theme_ = nullptr;
    QCheckBox* highContrast_ = nullptr;
    QCheckBox* goalMarks_ = nullptr;
    QCheckBox* holeNumbers_ = nullptr;
    QCheckBox* notation_ = nullptr;
    QCheckBox* coach_ = nullptr;
    QComboBox* speed_ = nullptr;
    QDoubleSpinBox* tableMemory_ = nullptr; // GiB
    QComboBox* language_ = nullptr;
};

} // namespace leapfrog::ui
