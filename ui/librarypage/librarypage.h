// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartdata.h"
#include "chart/charttheme.h"
#include "library/libraryrecords.h"
#include "session/session.h"
#include "uiutil/jobtracker.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace cm {

class LibraryChartPanel;
class LibraryFilterBar;
class LibraryProxyModel;
class LibraryTableModel;
struct LinkChange;

// The window's Library page: every drive ever measured in one table
// (sortable, searchable, filtered by model, filesystem, compression, data
// set and date), the ticked drives of any sessions side by side in the
// charts without merging files, the chosen drive's history (with links of
// measurements that are one drive, or not, made here), each exported
// like the Results page's chart and opened in its session with one click.
// The library is read on worker threads, each with its own connection.
class LibraryPage : public QWidget
{
    Q_OBJECT
public:
    explicit LibraryPage(QWidget *parent = nullptr);

    // The library to show: a file of its own (empty: the user's own library).
    void setLibraryPath(const QString &path);
    // Reads the library again, on a worker thread.
    void reload();
    // Whether a read or a chart is being made.
    bool isBusy() const;

    // What the chart shows, for the export dialog.
    Session shownSession() const;
    ChartData shownChartData() const;
    ChartTheme chartTheme() const;
    void setChartTheme(ChartTheme theme);

Q_SIGNALS:
    void openSessionRequested(const QString &path);
    void exportRequested();

protected:
    void showEvent(QShowEvent *event) override;

private:
    QLayout *buildButtons();
    void showSideBySide();
    void showHistory();
    // `done`: a line said before what the history says.
    void showHistoryOf(const LibraryDrive &drive, const QString &done = QString());
    void linkTicked();
    void unlinkChosen();
    // What a link or unlink did, and the history of `drive` after it.
    void showLinkChange(const LinkChange &change, const LibraryDrive &drive);
    void openChosenSession();
    void updateButtons();
    // The drive of the current row; false when no row is current.
    bool currentDrive(LibraryDrive *drive) const;
    void say(const QString &text);

    LibraryTableModel *m_model = nullptr;
    LibraryProxyModel *m_proxy = nullptr;
    QTableView *m_table = nullptr;
    LibraryFilterBar *m_filters = nullptr;
    LibraryChartPanel *m_chart = nullptr;
    QPushButton *m_sideBySide = nullptr;
    QPushButton *m_history = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_link = nullptr;
    QPushButton *m_unlink = nullptr;
    QPushButton *m_export = nullptr;
    QLabel *m_status = nullptr;
    QString m_libraryPath;
    JobTracker m_loading{this};
    JobTracker m_charting{this};
};

} // namespace cm
