#pragma once
// Which game IDs were a day's daily challenge. A daily challenge is an
// ordinary game ID of its board (catalog/challenge.h: the day's seed picks
// its start), so the ID alone cannot tell; the window keeps the IDs it set
// as daily ones in the settings, and names them so wherever a game is
// named: the window's and the panel's titles, the win message, the
// statistics' rows. Qt Core only.
#include "model/variant.h"

#include <QDate>
#include <QString>

#include <optional>
#include <string>

namespace leapfrog::ui {

// Keeps `spec` as the daily challenge of `date` (the most recent year's are kept).
void rememberDailyChallenge(const std::string& spec, QDate date);
// The day `spec` was the daily challenge of, if it was one.
std::optional<QDate> dailyChallengeDate(const std::string& spec);

// The game's name: "Daily challenge of 28/11/2026: Classic, 3 a side" for a
// daily challenge, else variantTitle's.
QString gameTitle(const Variant& variant);

} // namespace leapfrog::ui
