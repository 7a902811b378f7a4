#include "countfield.h"

#include <QCoreApplication>
#include <QLineEdit>

#include <algorithm>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads CountFieldText::tr).
struct CountFieldText {
    Q_DECLARE_TR_FUNCTIONS(CountField)
};

} // namespace

std::optional<int> readCount(const QLineEdit* field, const QString& what, QString* problem, int minimum, int maximum)
{
    const QString text = field->text().trimmed();
    bool ok = false;
    const qlonglong value = text.toLongLong(&ok);
    // Digits only, but too many for any number type: a whole number still,
    // only out of range.
    const bool allDigits = !text.isEmpty() && std::all_of(text.begin(), text.end(), [](QChar c) { return c.isDigit(); });
    if (text.isEmpty()) {
        *problem = CountFieldText::tr("Enter the number of %1.").arg(what);
    } else if (!ok && !allDigits) {
        *problem = CountFieldText::tr("%1 must be a whole number; \"%2\" is not.").arg(what, text);
    } else if (!ok || value < minimum || value > maximum) {
        *problem = CountFieldText::tr("%1 must be from %2 to %3; %4 is out of range.").arg(what).arg(minimum).arg(maximum).arg(text);
    } else {
        return static_cast<int>(value);
    }
    return std::nullopt;
}

QString capitalised(const QString& sentence) { return sentence.left(1).toUpper() + sentence.mid(1); }

} // namespace leapfrog::ui
