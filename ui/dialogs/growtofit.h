#pragma once
// A shown dialog keeps its size when its text changes; a message that needs
// more lines would be cut. The size dialogs call this after each new message.
#include <QDialog>
#include <QLayout>

namespace leapfrog::ui {

inline void growToShowAll(QDialog* dialog)
{
    if (!dialog->isVisible() || !dialog->layout()) {
        return;
    }
    dialog->layout()->activate();
    const int needed = dialog->layout()->totalHeightForWidth(dialog->width());
    if (needed > dialog->height()) {
        dialog->resize(dialog->width(), needed);
    }
}

} // namespace leapfrog::ui
