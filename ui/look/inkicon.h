#pragma once
// The program's icons (resources/icons/*.svg) drawn in the window's ink: their
// dark lines (#33414A) stay dark in a light window and turn light in a dark
// one, read from the application's palette each time an icon is drawn, so
// that a theme chosen or a desktop turning dark needs no icon set again.
#include <QIcon>
#include <QString>

class QToolButton;
class QWidget;

namespace leapfrog::ui {

// The icon of resources/icons/`name`.svg.
QIcon inkIcon(const QString& name);

// A flat button that shows only the icon `name`, `pixels` square, with its
// tooltip and the name a screen reader says (an icon alone says nothing).
QToolButton* inkIconButton(const QString& name, int pixels, const QString& spokenName, const QString& tip,
                           QWidget* parent);

} // namespace leapfrog::ui
