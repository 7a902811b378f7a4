#pragma once
// The language the window speaks: Qt's translators (QTranslator) for the
// language chosen in the preferences, or the system's (QLocale) when none is
// chosen. The translations are the .qm files compiled from
// resources/translations/*.ts and embedded under :/i18n.
//
// English is the source language, yet it has a translation of its own: the
// numerus forms of every counted phrase (tr("%Ln move(s)", nullptr, n) reads
// "1 move", "3 moves"). It is installed in every program that links this
// library as its application starts (englishplurals.cpp): leapfrog-cli's exports and the
// tests read right English plurals too, and never another language.
#include <QLocale>
#include <QString>
#include <QStringList>

#include <vector>


namespace leapfrog::ui {

struct Language {
    QString code;       // "de", "zh_CN"; empty: follow the system
    QString nativeName; // as its speakers write it: "Deutsch"
};

// The choices of Preferences > Language: System, then English and every
// language whose translation is built in.
std::vector<Language> languageChoices();

// Installs the translators for `code` (empty: the system's language) on the
// running application, replacing any installed before, and makes its locale
// the default one (numbers grouped as that language groups them). Returns
// the locale now spoken: English when no translation fits.
QLocale installLanguage(const QString& code);

} // namespace leapfrog::ui
