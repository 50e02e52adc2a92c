package keydelimiter

// Long keys: a + chain is read flat, its first parts first, so however many
// parts follow, the first bad joint is found and reported (issue 23, item
// 6). Past the template's budget the rest is one opaque hole, which joins
// nothing.

func longFive(id string) {
	_ = Key{PK: "USER" + id + "#P1#" + id + "#P2#" + id + "#P3#" + id + "#P4#" + id + "#P5#" + id} // want `prefix "USER" is glued to id with no separator in partition key "PK"`
}

func longTwelve(id string) {
	_ = Key{PK: "USER" + id + "#P1#" + id + "#P2#" + id + "#P3#" + id + "#P4#" + id + "#P5#" + id + "#P6#" + id + "#P7#" + id + "#P8#" + id + "#P9#" + id + "#P10#" + id + "#P11#" + id + "#P12#" + id} // want `prefix "USER" is glued to id with no separator in partition key "PK"`
}

// A chain of glued literals: the first joint is reported, not the last.
func longGlued(id string) {
	_ = Key{PK: "USER" + id + "P1" + id + "P2" + id + "P3" + id + "P4" + id + "P5" + id + "P6" + id + "P7" + id + "P8" + id + "P9" + id + "P10" + id + "P11" + id + "P12" + id + "P13" + id + "P14" + id + "P15" + id + "P16" + id + "P17" + id + "P18" + id + "P19" + id + "P20" + id + "P21" + id + "P22" + id + "P23" + id + "P24" + id + "P25" + id + "P26" + id + "P27" + id + "P28" + id + "P29" + id + "P30" + id + "P31" + id + "P32" + id + "P33" + id + "P34" + id + "P35" + id + "P36" + id + "P37" + id + "P38" + id + "P39" + id + "P40" + id} // want `prefix "USER" is glued to id with no separator in partition key "PK"`
}

func longDelimited(id string) {
	_ = Key{PK: "USER#" + id + "#P1#" + id + "#P2#" + id + "#P3#" + id + "#P4#" + id + "#P5#" + id + "#P6#" + id + "#P7#" + id + "#P8#" + id + "#P9#" + id + "#P10#" + id + "#P11#" + id + "#P12#" + id + "#P13#" + id + "#P14#" + id + "#P15#" + id + "#P16#" + id + "#P17#" + id + "#P18#" + id + "#P19#" + id + "#P20#" + id + "#P21#" + id + "#P22#" + id + "#P23#" + id + "#P24#" + id + "#P25#" + id + "#P26#" + id + "#P27#" + id + "#P28#" + id + "#P29#" + id + "#P30#" + id + "#P31#" + id + "#P32#" + id + "#P33#" + id + "#P34#" + id + "#P35#" + id + "#P36#" + id + "#P37#" + id + "#P38#" + id + "#P39#" + id + "#P40#" + id} // ok: every part is delimited
}

// A bad joint deep in a long chain is still one of the parts read.
func longLate(id string) {
	_ = Key{PK: "USER#" + id + "#P1#" + id + "#P2#" + id + "#P3#" + id + "#P4#" + id + "#P5#" + id + "#P6#" + id + "#P7#" + id + "#P8#" + id + "#P9#" + id + "#P10#" + id + "#P11#" + id + "#P12#" + id + "#P13#" + id + "#P14#" + id + "#P15#" + id + "#P16#" + id + "#P17#" + id + "#P18#" + id + "#P19#" + id + "#P20#" + id + "#P21#" + id + "#P22#" + id + "#P23#" + id + "#P24#" + id + "#P25#" + id + "#P26#" + id + "#P27#" + id + "#P28#" + id + "#P29#" + id + "#P30" + id + "#P31#" + id + "#P32#" + id + "#P33#" + id + "#P34#" + id + "#P35#" + id + "#P36#" + id + "#P37#" + id + "#P38#" + id + "#P39#" + id + "#P40#" + id} // want `prefix "P30" is glued to id with no separator in partition key "PK"`
}

// Past the budget (256 parts) the rest of the chain is not read: the bad
// joint at its start is kept.
func longPastBudget(id string) {
	_ = Key{PK: "USER" + id + "#P1#" + id + "#P2#" + id + "#P3#" + id + "#P4#" + id + "#P5#" + id + "#P6#" + id + "#P7#" + id + "#P8#" + id + "#P9#" + id + "#P10#" + id + "#P11#" + id + "#P12#" + id + "#P13#" + id + "#P14#" + id + "#P15#" + id + "#P16#" + id + "#P17#" + id + "#P18#" + id + "#P19#" + id + "#P20#" + id + "#P21#" + id + "#P22#" + id + "#P23#" + id + "#P24#" + id + "#P25#" + id + "#P26#" + id + "#P27#" + id + "#P28#" + id + "#P29#" + id + "#P30#" + id + "#P31#" + id + "#P32#" + id + "#P33#" + id + "#P34#" + id + "#P35#" + id + "#P36#" + id + "#P37#" + id + "#P38#" + id + "#P39#" + id + "#P40#" + id + "#P41#" + id + "#P42#" + id + "#P43#" + id + "#P44#" + id + "#P45#" + id + "#P46#" + id + "#P47#" + id + "#P48#" + id + "#P49#" + id + "#P50#" + id + "#P51#" + id + "#P52#" + id + "#P53#" + id + "#P54#" + id + "#P55#" + id + "#P56#" + id + "#P57#" + id + "#P58#" + id + "#P59#" + id + "#P60#" + id + "#P61#" + id + "#P62#" + id + "#P63#" + id + "#P64#" + id + "#P65#" + id + "#P66#" + id + "#P67#" + id + "#P68#" + id + "#P69#" + id + "#P70#" + id + "#P71#" + id + "#P72#" + id + "#P73#" + id + "#P74#" + id + "#P75#" + id + "#P76#" + id + "#P77#" + id + "#P78#" + id + "#P79#" + id + "#P80#" + id + "#P81#" + id + "#P82#" + id + "#P83#" + id + "#P84#" + id + "#P85#" + id + "#P86#" + id + "#P87#" + id + "#P88#" + id + "#P89#" + id + "#P90#" + id + "#P91#" + id + "#P92#" + id + "#P93#" + id + "#P94#" + id + "#P95#" + id + "#P96#" + id + "#P97#" + id + "#P98#" + id + "#P99#" + id + "#P100#" + id + "#P101#" + id + "#P102#" + id + "#P103#" + id + "#P104#" + id + "#P105#" + id + "#P106#" + id + "#P107#" + id + "#P108#" + id + "#P109#" + id + "#P110#" + id + "#P111#" + id + "#P112#" + id + "#P113#" + id + "#P114#" + id + "#P115#" + id + "#P116#" + id + "#P117#" + id + "#P118#" + id + "#P119#" + id + "#P120#" + id + "#P121#" + id + "#P122#" + id + "#P123#" + id + "#P124#" + id + "#P125#" + id + "#P126#" + id + "#P127#" + id + "#P128#" + id + "#P129#" + id + "#P130#" + id + "#P131#" + id + "#P132#" + id + "#P133#" + id + "#P134#" + id + "#P135#" + id + "#P136#" + id + "#P137#" + id + "#P138#" + id + "#P139#" + id + "#P140#" + id + "#P141#" + id + "#P142#" + id + "#P143#" + id + "#P144#" + id + "#P145#" + id + "#P146#" + id + "#P147#" + id + "#P148#" + id + "#P149#" + id + "#P150#" + id + "#P151#" + id + "#P152#" + id + "#P153#" + id + "#P154#" + id + "#P155#" + id + "#P156#" + id + "#P157#" + id + "#P158#" + id + "#P159#" + id + "#P160#" + id + "#P161#" + id + "#P162#" + id + "#P163#" + id + "#P164#" + id + "#P165#" + id + "#P166#" + id + "#P167#" + id + "#P168#" + id + "#P169#" + id + "#P170#" + id + "#P171#" + id + "#P172#" + id + "#P173#" + id + "#P174#" + id + "#P175#" + id + "#P176#" + id + "#P177#" + id + "#P178#" + id + "#P179#" + id + "#P180#" + id + "#P181#" + id + "#P182#" + id + "#P183#" + id + "#P184#" + id + "#P185#" + id + "#P186#" + id + "#P187#" + id + "#P188#" + id + "#P189#" + id + "#P190#" + id + "#P191#" + id + "#P192#" + id + "#P193#" + id + "#P194#" + id + "#P195#" + id + "#P196#" + id + "#P197#" + id + "#P198#" + id + "#P199#" + id} // want `prefix "USER" is glued to id with no separator in partition key "PK"`
}
