#pragma once
// How a cell of the investigation looks beyond its text: a revealed answer in
// grey italics (so a class sees at a glance what it found itself), a cell
// being worked out in grey. Shared by the sheets' models.
#include <QVariant>

#include <optional>

namespace leapfrog::ui {

struct Finding;

// The value of `role` (foreground, font, alignment) for a cell holding
// `finding`; an invalid QVariant for the roles it leaves to the view.
QVariant cellStyle(int role, const std::optional<Finding>& finding, bool pending);

} // namespace leapfrog::ui
