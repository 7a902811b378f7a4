#pragma once
// The file names the window suggests (Save, Export, Print to a file): one
// scheme everywhere, "classic-3-solution-1", in the player's language, and
// never a character that a common file system refuses (FAT and NTFS refuse
// : / \ * ? " < > |; a USB stick is FAT).
#include "model/variant.h"

#include <QString>

#include <cstdint>
#include <optional>

namespace leapfrog::ui {

// A spec as a file name: "classic:3x2" -> "classic-3x2".
QString fileStem(const Variant& variant);

// The name, without its suffix, of a file that holds a line of the board:
// the K-th optimal solution ("classic-3-solution-1") or, with no K, the
// player's own game ("classic-3-my-game").
QString lineFileStem(const Variant& variant, std::optional<std::uint64_t> solution);

// The name, without its suffix, of the printed worksheet.
QString worksheetFileStem();

// `name` with every character a common file system refuses (and control
// characters) replaced by a hyphen.
QString withoutRefusedCharacters(QString name);

} // namespace leapfrog::ui
