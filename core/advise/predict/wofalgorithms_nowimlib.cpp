// SPDX-License-Identifier: GPL-3.0-or-later
// A build without wimlib (Windows): XPRESS and LZX by the program's own
// codecs.
#include "wofalgorithm.h"

#include <QCoreApplication>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(WofAlgorithms)
};

} // namespace

QList<WofAlgorithm> wofAlgorithms()
{
    return ownWofAlgorithms();
}

QString wofAlgorithmsSource()
{
    return Text::tr("this program's XPRESS and LZX");
}

} // namespace cm
