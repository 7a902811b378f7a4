#pragma once
// Reading a count typed into a size field, shared by the size dialogs so that
// every field says what is wrong in the same words.
#include <QString>

#include <optional>

class QLineEdit;

namespace leapfrog::ui {

// The whole number in `field`, from `minimum` to `maximum`; otherwise nullopt
// and `*problem` says why ("Enter the number of blue pegs.", "... must be a
// whole number", "... must be from 1 to 100000; 0 is out of range.").
// `what` names the count in the middle of a sentence ("blue pegs").
std::optional<int> readCount(const QLineEdit* field, const QString& what, QString* problem, int minimum, int maximum);

// The sentence with its first letter in capitals.
QString capitalised(const QString& sentence);

} // namespace leapfrog::ui
