#include "language.h"

#include <QCoreApplication>
#include <QFile>
#include <QLibraryInfo>
#include <QTranslator>

#include <array>
#include <memory>

namespace leapfrog::ui {

namespace {

const QString kTranslations = QStringLiteral(":/i18n");

// The translated languages, by code and native name; English is the source.
struct Translated {
    const char* code;
    const char* nativeName;
};
constexpr std::array kTranslated{Translated{"de", "Deutsch"}, Translated{"fr", "Français"},
                                 Translated{"zh_CN", "简体中文"}};

bool isBuiltIn(const QString& code)
{
    return QFile::exists(QStringLiteral("%1/leapfrog_%2.qm").arg(kTranslations, code));
}

// The translators this module installed: kept so a second choice replaces them.
std::vector<std::unique_ptr<QTranslator>>& installed()
{
    static std::vector<std::unique_ptr<QTranslator>> translators;
    return translators;
}

void install(std::unique_ptr<QTranslator> translator)
{
    QCoreApplication::installTranslator(translator.get());
    installed().push_back(std::move(translator));
}

} // namespace

std::vector<Language> languageChoices()
{
    std::vector<Language> choices{{QString(), QCoreApplication::translate("Language", "System")},
                                  {QStringLiteral("en"), QStringLiteral("English")}};
    for (const Translated& language : kTranslated) {
        if (isBuiltIn(QString::fromLatin1(language.code))) {
            choices.push_back({QString::fromLatin1(language.code), QString::fromUtf8(language.nativeName)});
        }
    }
    return choices;
}

QLocale installLanguage(const QString& code)
{
    for (const auto& translator : installed()) {
        QCoreApplication::removeTranslator(translator.get());
    }
    installed().clear();
    const QLocale wanted = code.isEmpty() ? QLocale::system() : QLocale(code);
    auto ours = std::make_unique<QTranslator>();
    // QTranslator tries the locale's UI languages in turn (de_AT, de...);
    // the English file is not among the candidates: English is the fallback.
    if (wanted.language() == QLocale::English || !ours->load(wanted, QStringLiteral("leapfrog"), QStringLiteral("_"),
                                                             kTranslations)
        || QLocale(ours->language()).language() == QLocale::English) {
        QLocale::setDefault(QLocale(QLocale::English, wanted.territory()));
        return QLocale();
    }
    const QLocale spoken(ours->language());
    install(std::move(ours));
    // Qt's own words (the buttons of standard dialogs) where Debian ships them
    // (qt6-translations-l10n); without them those stay English.
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(spoken, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        install(std::move(qt));
    }
    QLocale::setDefault(spoken);
    return spoken;
}

} // namespace leapfrog::ui
