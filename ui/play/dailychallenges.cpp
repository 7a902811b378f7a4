#include "dailychallenges.h"

#include "words/texts.h"

#include "settings/settingkeys.h"


namespace leapfrog::ui {

namespace {

// A year of days: the oldest go first, so that the settings never grow.
constexpr qsizetype kKeptDays = 366;

} // namespace

void rememberDailyChallenge(const std::string& spec, QDate date)
{
    Settings settings;
    TextMap days = settings.value(setting::dailyChallenges);
    days.insert(QString::fromStdString(spec), date.toString(Qt::ISODate));
    while (days.size() > kKeptDays) {
        QString oldest = days.firstKey();
        for (auto day = days.cbegin(); day != days.cend(); ++day) {
            if (day.value() < days.value(oldest)) { // ISO dates sort as text
                oldest = day.key();
            }
        }
        days.remove(oldest);
    }
    settings.setValue(setting::dailyChallenges, days);
}

std::optional<QDate> dailyChallengeDate(const std::string& spec)
{
    const QString day = Settings().value(setting::dailyChallenges).value(QString::fromStdString(spec));
    const QDate date = QDate::fromString(day, Qt::ISODate);
    return date.isValid() ? std::optional<QDate>(date) : std::nullopt;
}

QString gameTitle(const Variant& variant)
{
    if (variant.isStartedElsewhere()) {
        if (const std::optional<QDate> date = dailyChallengeDate(variant.spec())) {
            return dailyChallengeTitle(variant, *date);
        }
    }
    return variantTitle(variant);
}

} // namespace leapfrog::ui
