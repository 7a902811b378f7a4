#pragma once
// What the window lets a player or a teacher take out of it, behind one door:
// Game > Copy as text, Print..., Print preview..., Export..., and Tools >
// Print a worksheet... What is taken is the line on show: the solution the
// player shows, else the player's own game, else (a board not yet played)
// the first optimal solution. Solutions are found off the GUI thread; the
// pages are drawn by ui/export (the same pages `leapfrog-cli export` writes).
#include "background/backgroundwork.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QAction;
class QMenu;
class QPrinter;
class QPrintPreviewDialog;
class QWidget;

namespace leapfrog::ui {

class ExportDialog;
class GameModel;
class SolutionPlayer;
struct ExportLine;
struct ExportSource;

class Sharing : public QObject {
    Q_OBJECT
public:
    Sharing(GameModel* model, SolutionPlayer* player, QWidget* window);
    ~Sharing() override;

    // Adds Copy as text, Print..., Print preview... and Export... to `menu`.
    void addGameActions(QMenu* menu);
    // Adds Print a worksheet... to `menu`.
    void addWorksheetAction(QMenu* menu);

    void copyAsText();
    void print();
    void printPreview();
    void exportFile();
    void printWorksheet();

    // The printer the dialogs share (tests send it to a PDF file).
    QPrinter* printer() const { return printer_.get(); }
    // The preview or export dialog last opened, while it is open.
    QPrintPreviewDialog* previewDialog() const { return preview_; }
    ExportDialog* exportDialog() const { return exportDialog_; }
    BackgroundWork* work() { return &work_; }

Q_SIGNALS:
    // A sentence for the status bar: what was copied, printed or saved.
    void said(const QString& sentence);

private:
    ExportSource source() const;
    // Calls `use` with the line on show, at once for a game, after the
    // search for a solution.
    // `use` gets the line and the name its file would have (lineFileStem).
    void withLine(std::function<void(const ExportLine&, const QString&)> use);
    void openPreview(std::function<void(QPrinter*)> paint);
    // Whether the line's board fits a row of the page; says why not.
    bool printable(const ExportLine& line);

    GameModel* model_;
    SolutionPlayer* player_;
    QWidget* window_;
    BackgroundWork work_;
    std::unique_ptr<QPrinter> printer_;
    QPrintPreviewDialog* preview_ = nullptr;
    ExportDialog* exportDialog_ = nullptr;
};

} // namespace leapfrog::ui
