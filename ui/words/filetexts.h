#pragma once
// What the programs say when a file was not written (files/whole_file.h):
// why, in the player's words ("the disk is full", "the folder is read-only",
// "permission to write there is denied"), and the sentence that says what
// was not written. Translated in the context FileText.
#include "files/whole_file.h"

#include <QString>

namespace leapfrog::ui {

// Why `failure` happened: "the disk is full", "the folder /media/usb is on a
// read-only disk", "permission to write in the folder /srv is denied".
QString writeFailureReason(const WriteFailure& failure);
// "cannot write /home/ann/g.json: the disk is full" (the path as the system shows it).
QString unwrittenText(const WriteFailure& failure);

// What the window says when memory ran out where no limit foresaw it.
QString outOfMemoryText();

} // namespace leapfrog::ui
