import re, sys
NB='\u00a0'
def fr(s):
    return re.sub(r' ([:;?!»])', NB+r'\1', s).replace('« ', '«'+NB)
def edit(p, old, new, count=1, prose=False):
    s=open(p).read()
    if old not in s:
        old2=fr(old)
        assert old2 in s, (p, old)
        old=old2
    if prose: new=fr(new)
    s=s.replace(old,new,count)
    open(p,'w').write(s)
