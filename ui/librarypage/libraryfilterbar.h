// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "librarypage/libraryproxymodel.h"
#include "librarypage/librarytablemodel.h"

#include <QWidget>

class QComboBox;
class QDateEdit;
class QLineEdit;

namespace cm {

// The Library page's search box and filters: model, filesystem,
// compression, data set (each "any" or one the library holds) and the
// first day of the drives to show.
class LibraryFilterBar : public QWidget
{
    Q_OBJECT
public:
    explicit LibraryFilterBar(QWidget *parent = nullptr);

    // Offers what `drives` hold; a choice made stays where it still can.
    void setChoices(const QList<LibraryRow> &rows);
    LibraryRowFilter filter() const;

Q_SIGNALS:
    void changed();

private:
    QComboBox *addChoice(const QString &objectName, const QString &accessibleName);

    QLineEdit *m_search = nullptr;
    QComboBox *m_model = nullptr;
    QComboBox *m_filesystem = nullptr;
    QComboBox *m_compression = nullptr;
    QComboBox *m_dataSet = nullptr;
    QDateEdit *m_since = nullptr;
};

} // namespace cm
