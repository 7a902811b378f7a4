#include "gameid.h"

namespace leapfrog::ui {

Variant boardOf(const Variant& variant)
{
    return variant.isStartedElsewhere() ? Variant::parse(variant.baseSpec()) : variant;
}

QString gameIdOf(const Variant& variant) { return QString::fromStdString(variant.spec()); }

Variant parseGameId(const QString& typed) { return Variant::parse(typed.trimmed().toStdString()); }

} // namespace leapfrog::ui
