#pragma once
// Game > Export...: what to take out of the program (the player's own game
// or an optimal solution), in which form (a PDF strip of boards, an SVG or
// PNG picture of the board, a GIF animation), at what size and pace, and
// where. The file is written off the GUI thread (ui/export/exporter.h
// through BackgroundWork) with a progress bar and Cancel; a refusal (a size
// the board cannot be drawn at, a folder that cannot be written) is said in
// the dialog, which stays open so that nothing typed is lost.
#include "background/backgroundwork.h"
#include "export/exporter.h"
#include "model/move.h"
#include "model/position.h"
#include "model/variant.h"

#include <QDialog>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace leapfrog::ui {

// What the window has to export: its game's line, and the solution on show.
struct ExportSource {
    Variant variant;
    std::vector<Move> gameMoves;             // the game's line from the variant's start
    QString gameTitle;                       // e.g. "My game on classic:3"
    std::optional<std::uint64_t> shownRank;  // the solution the player shows, if any
    bool solvable = true;                    // whether an optimal solution exists
    // The position of the line on show (the solution of shownRank, else the
    // game) the player is looking at: 0 the start, i after move i. A picture
    // of that line shows this board; absent, the line's last.
    std::optional<std::size_t> shownMove;
};

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    // `folder`: where the file goes unless the player chooses another.
    ExportDialog(ExportSource source, const QString& folder, QWidget* parent = nullptr);

    // The path the file will be written to.
    QString path() const;
    BackgroundWork* work() { return &work_; }

Q_SIGNALS:
    // The file was written; `sentence` says what it holds and where.
    void exported(const QString& path, const QString& sentence);

private:
    // The constructor's parts, in order.
    void nameWidgets();
    void fillChoices();
    void restoreChoices(const QString& folder);
    void buildLayout();
    void connectControls();
    void connectWork();

    ExportFormat format() const;
    bool exportsGame() const;
    ExportOptions options() const;
    QString suggestedName() const;
    void followSuggestedName();
    void formatChanged();
    // After a choice: forgets how the last export ended, then checks.
    void update();
    // Whether the choices can be exported; says why not, else the outcome.
    void check();
    void browse();
    void start();
    void setRunning(bool running);
    void finished(int boards);
    // How an export ended.
    void say(const QString& sentence);
    void showMessage(const QString& sentence);

    ExportSource source_;
    BackgroundWork work_;
    QComboBox* content_;
    QSpinBox* rank_;
    QComboBox* format_;
    QSpinBox* width_;
    QSpinBox* height_;
    QSpinBox* pace_;
    QLineEdit* path_;
    QPushButton* browse_;
    QLabel* message_;
    QProgressBar* progress_;
    QPushButton* export_;
    QPushButton* close_;
    QString writing_; // the path being written, while it is
    QString outcome_; // how the last export ended, until the next choice
    QString suggested_; // the file name last suggested
};

} // namespace leapfrog::ui
