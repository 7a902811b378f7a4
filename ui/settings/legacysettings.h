#pragma once
// The settings as Qt's QSettings kept them before settings.h's own file
// (<config>/<organisation>/<application>.conf), read once, at the first start
// of a version with that file, so that a player's choices carry over. The
// only use of QSettings in the program: the layers check allows it here alone.
#include <QJsonObject>

namespace leapfrog::ui {

// Every key QSettings holds for this application, as settings.h keeps its
// values: byte arrays in base64, lists as arrays, maps as objects, the rest
// as the words QSettings wrote ("true", "17"), which the typed reads accept.
QJsonObject legacySettings();

} // namespace leapfrog::ui
