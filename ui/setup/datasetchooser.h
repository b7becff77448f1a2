// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/datasetspec.h"

#include <QList>
#include <QWidget>

#include <optional>

class QCheckBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace cm {

// Check boxes for the data sets to measure, a size for each generated one
// or an automatic size, a folder of the user's own, and the total.
class DataSetChooser : public QWidget
{
    Q_OBJECT
public:
    explicit DataSetChooser(QWidget *parent = nullptr);

    // The ticked data sets; a folder's size is left 0 for the caller to
    // measure off the GUI thread.
    QList<DataSetSpec> dataSets() const;
    void setDataSets(const QList<DataSetSpec> &dataSets);
    // Auto: a calibration read sizes each generated data set so that a read
    // lasts at least minRunSeconds (Plan::autoSize); the sizes are ignored.
    bool autoSize() const;
    double minRunSeconds() const;
    void setAutoSize(bool autoSize, double minRunSeconds);

Q_SIGNALS:
    void changed();

private:
    struct Row
    {
        QString kind;
        QCheckBox *check = nullptr;
        QSpinBox *sizeMiB = nullptr;
        // As a plan gave it (a session's exact bytes and seed): kept while
        // the size shown is still its, so that the same files are written.
        std::optional<DataSetSpec> given;
    };

    static int shownMiB(qint64 bytes);
    void addAutoSizeRow();
    void addGeneratedRow(const QString &kind, const QString &description);
    void chooseFolder();
    void updateTotal();

    QList<Row> m_rows;
    QCheckBox *m_autoSize = nullptr;
    QDoubleSpinBox *m_minRunSeconds = nullptr;
    QCheckBox *m_folderCheck = nullptr;
    QLineEdit *m_folder = nullptr;
    QLabel *m_total = nullptr;
    QGridLayout *m_grid = nullptr;
};

} // namespace cm
